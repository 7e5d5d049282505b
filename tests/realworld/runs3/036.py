# datasets.load_dataset json with a field whose type changes between records
# Some records store "answer" as a string, later ones as an object.
import json
import datasets
print("datasets", datasets.__version__)
with open("train.jsonl", "w") as f:
    for i in range(5):
        f.write(json.dumps({"id": i, "question": f"q{i}", "answer": f"a{i}"}) + "\n")
    f.write(json.dumps({"id": 5, "question": "q5", "answer": {"text": "a5", "start": 3}}) + "\n")
ds = datasets.load_dataset("json", data_files="train.jsonl", split="train")
print(ds)
