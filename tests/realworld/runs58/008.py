# tokenizer step of the port; this machine's site dir still has the tokenizers 0.13.3 wheel from an old project
# (simulated: shim_oldtok holds that dist-info first on sys.path)
import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "shim_oldtok"))
import numpy as np
import mindspore as ms
from transformers import AutoTokenizer

tok = AutoTokenizer.from_pretrained("bert-base-uncased")
ids = tok("hello world", return_tensors="np")["input_ids"]
print(ms.Tensor(ids.astype(np.int32)))
