# healthy: HF fast tokenizer used correctly in a MindSpore pipeline: texts tokenised in the GeneratorDataset source
# (Python str), 2 worker processes, padded_batch, a few batches printed.
import numpy as np, mindspore.dataset as ds
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
words = ["[PAD]", "[UNK]", "the", "cat", "sat", "on", "mat", "a", "dog", "ran", "fast", "slowly"]
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]")
texts = ["the cat sat on the mat", "a dog ran fast", "the dog sat", "a cat ran slowly", "the mat"] * 8
class Src:
    def __getitem__(self, i):
        return np.array(tok(texts[i])["input_ids"], np.int32), np.int32(i % 2)
    def __len__(self):
        return len(texts)
data = ds.GeneratorDataset(Src(), ["input_ids", "label"], shuffle=False, num_parallel_workers=2,
                           python_multiprocessing=True)
data = data.padded_batch(8, pad_info={"input_ids": ([None], tok.pad_token_id)})
for i, row in enumerate(data.create_dict_iterator(output_numpy=True)):
    print("batch", i, row["input_ids"].shape, row["label"].tolist(), flush=True)
