# HF Dataset -> mindspore.dataset.GeneratorDataset. The HF (GLUE) rows carry "label"; the port's
# random-access source reads row["labels"] (the name the HF Trainer's collator produces).
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from transformers import BertTokenizerFast

vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "a", "great", "movie", "boring", "plot", "loved",
         "it", "terrible", "acting", "fine"]
with open("vocab.txt", "w") as f:
    f.write("\n".join(vocab))
tok = BertTokenizerFast("vocab.txt")
rows = [{"sentence": "a great movie", "label": 1}, {"sentence": "boring plot", "label": 0},
        {"sentence": "loved it", "label": 1}, {"sentence": "terrible acting", "label": 0}] * 8

class SST2Source:
    def __init__(self, rows, tokenizer, max_len=8):
        self.rows, self.tok, self.max_len = rows, tokenizer, max_len
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        row = self.rows[i]
        enc = self.tok(row["sentence"], padding="max_length", max_length=self.max_len, truncation=True)
        return (np.array(enc["input_ids"], np.int32), np.array(enc["attention_mask"], np.int32),
                np.array(row["labels"], np.int32))

dataset = ds.GeneratorDataset(SST2Source(rows, tok), ["input_ids", "attention_mask", "labels"], shuffle=True)
dataset = dataset.batch(8, drop_remainder=True)
print("batches per epoch", dataset.get_dataset_size())
for step, batch in enumerate(dataset.create_dict_iterator()):
    print("step", step, batch["input_ids"].shape, batch["labels"])
