# healthy: two instruction sources merged with datasets (the JSON set's string labels cast to int64 first), tokenised
# with a local fast tokenizer, wrapped in a map-style source (__getitem__/__len__) for GeneratorDataset with shuffle
# and sharding, padded_batch; batches printed.
import json, numpy as np
import mindspore.dataset as ds
from datasets import Dataset, Value, load_dataset, concatenate_datasets
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
words = "translate summarise classify hello cat good bad movie plot long text bonjour chat short positive negative :".split()
vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}
tok = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")
inhouse = Dataset.from_dict({"prompt": ["translate : hello", "summarise : long text", "classify : good movie"] * 4,
                             "label": [1, 0, 1] * 4})
with open("public.jsonl", "w") as f:
    for p, l in [("translate : cat", "1"), ("classify : bad plot", "0")] * 4:
        f.write(json.dumps({"prompt": p, "label": l}) + "\n")
public = load_dataset("json", data_files="public.jsonl", split="train").cast_column("label", Value("int64"))
merged = concatenate_datasets([inhouse, public]).shuffle(seed=0)
merged = merged.map(lambda b: tokenizer(b["prompt"], truncation=True, max_length=16), batched=True,
                    remove_columns=["prompt"])
print(merged, flush=True)
class Source:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, i):
        r = self.rows[int(i)]
        return np.array(r["input_ids"], np.int32), np.int32(r["label"])
    def __len__(self):
        return len(self.rows)
data = ds.GeneratorDataset(Source(merged), ["input_ids", "label"], shuffle=True, num_shards=1, shard_id=0)
data = data.padded_batch(4, drop_remainder=True, pad_info={"input_ids": ([16], 0)})
for i, b in enumerate(data.create_dict_iterator(output_numpy=True, num_epochs=1)):
    print(f"batch {i}: input_ids {b['input_ids'].shape} labels {b['label'].tolist()}", flush=True)
print("pipeline ok")
