# Preprocessing for a MindSpore fine-tune, reused from an older HF run_glue-era data script
import numpy as np
import mindspore.dataset as ds
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

words = "[PAD] [UNK] [CLS] [SEP] the movie was great terrible boring fun plot acting".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]", model_max_length=32)
tokenizer.save_pretrained("tok_017")
tokenizer = PreTrainedTokenizerFast.from_pretrained("tok_017")

texts = ["the movie was great", "boring plot", "terrible acting", "fun movie great plot"]
labels = [1, 0, 0, 1]

max_seq_length = min(128, tokenizer.max_len)
print("max_seq_length:", max_seq_length)
enc = tokenizer(texts, padding="max_length", truncation=True, max_length=max_seq_length, return_tensors="np")
data = ds.NumpySlicesDataset({"input_ids": enc["input_ids"].astype(np.int32),
                              "attention_mask": enc["attention_mask"].astype(np.int32),
                              "label": np.array(labels, np.int32)}, shuffle=False).batch(2)
for row in data.create_dict_iterator(output_numpy=True):
    print(row["input_ids"].shape, row["label"])
