# WordPiece pipeline ported from an HF BERT tokenizer to mindspore.dataset.text. The port reads the HF
# vocab.txt as the word list and, as in its torchtext-era code, adds the special tokens again when building
# the Vocab; the HF vocab.txt already contains [PAD], [UNK], [CLS], [SEP], [MASK].
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.text as text

with open("vocab.txt", "w") as f:
    f.write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "the", "movie", "was", "great",
                       "terrible", "plot", "and", "acting", "##s", "not", "bad"]) + "\n")
words = [w.strip() for w in open("vocab.txt") if w.strip()]
print(f"read {len(words)} entries from vocab.txt")
vocab = text.Vocab.from_list(words, special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"],
                             special_first=True)
tokenizer = text.BertTokenizer(vocab, unknown_token="[UNK]", lower_case=True)
dataset = ds.NumpySlicesDataset({"text": ["The movie was great", "terrible plot and acting"]}, shuffle=False)
dataset = dataset.map(tokenizer, input_columns=["text"])
for row in dataset.create_dict_iterator(output_numpy=True):
    print(row["text"])
