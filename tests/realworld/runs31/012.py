# Tokenisation kept return_tensors="pt" from the PyTorch script
import numpy as np
import mindspore as ms
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

vocab = {w: i for i, w in enumerate(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "hello", "world", "mind", "spore", "port"])}
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]")
batch = tokenizer(["hello world", "mind spore port hello"], padding=True, return_tensors="pt")
input_ids = ms.Tensor(batch["input_ids"].numpy())
print(input_ids.shape)
