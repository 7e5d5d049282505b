# Two instruction-tuning sources merged with datasets.concatenate_datasets: the in-house set stores "label" as an
# integer, the exported public set (loaded from JSON) stores it as a string ("1"/"0"), so the schemas differ.
import json
from datasets import Dataset, load_dataset, concatenate_datasets
inhouse = Dataset.from_dict({"prompt": ["Translate: hello", "Summarise: long text", "Classify: good movie"],
                             "response": ["bonjour", "short", "positive"], "label": [1, 0, 1]})
with open("public.jsonl", "w") as f:
    for p, r, l in [("Translate: cat", "chat", "1"), ("Classify: bad plot", "negative", "0")]:
        f.write(json.dumps({"prompt": p, "response": r, "label": l}) + "\n")
public = load_dataset("json", data_files="public.jsonl", split="train")
print(inhouse.features, public.features, sep="\n", flush=True)
train = concatenate_datasets([inhouse, public]).shuffle(seed=0)
print(train)
