print("quad")
