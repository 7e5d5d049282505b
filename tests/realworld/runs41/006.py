# Mistake: HF pipeline tokenised without padding and relied on DataCollatorWithPadding inside the torch
# DataLoader; the MindSpore port feeds the variable-length token lists straight into
# NumpySlicesDataset(...).batch(8) with no pad step (no padded_batch / PadEnd), so a batch holds
# rows of different lengths.
import numpy as np
import mindspore.dataset as ds
from transformers import PreTrainedTokenizerFast
from tokenizers import Tokenizer, models, pre_tokenizers

words = "the movie was great fun awful boring plot acting really not good bad and i loved hated it".split()
vocab = {w: i for i, w in enumerate(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + words)}
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]", mask_token="[MASK]")

texts = ["the movie was great fun", "awful", "boring plot and bad acting", "i loved it",
         "not good", "really really great", "i hated the plot", "the acting was not bad"] * 4
labels = [1, 0, 0, 1, 0, 1, 0, 1] * 4
enc = tokenizer(texts, truncation=True, max_length=32)          # no padding: collator did it in torch
input_ids = [np.array(ids, dtype=np.int32) for ids in enc["input_ids"]]

def gen():
    for ids, lab in zip(input_ids, labels):
        yield ids, np.int32(lab)

train_ds = ds.GeneratorDataset(gen, column_names=["input_ids", "labels"], shuffle=False)
train_ds = train_ds.batch(8)
for step, batch in enumerate(train_ds.create_tuple_iterator(num_epochs=1)):
    print("batch", step, batch[0].shape)
