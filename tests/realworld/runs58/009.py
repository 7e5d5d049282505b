# T5 tokenizer for the MindSpore port; sentencepiece is not installed on this machine
# (simulated by hiding the module before anything imports it)
import sys
sys.modules["sentencepiece"] = None
import numpy as np
import mindspore as ms
from transformers import T5Tokenizer

tok = T5Tokenizer.from_pretrained("t5-small")
enc = tok("translate English to German: The house is wonderful.", return_tensors="np")
print(ms.Tensor(enc["input_ids"].astype(np.int32)))
