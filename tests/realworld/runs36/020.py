# HF safetensors -> MindSpore checkpoint converter. It reads the HF shards with safetensors.torch
# (as in the original torch tooling) and converts each tensor with .numpy(); the MindSpore machine has
# no PyTorch installed.
import json, os
import numpy as np
import mindspore as ms
from safetensors.numpy import save_file

os.makedirs("hf_model", exist_ok=True)
save_file({"model.embed_tokens.weight": np.zeros((16, 8), np.float32)}, "hf_model/model.safetensors")
print("found shard hf_model/model.safetensors")

from safetensors.torch import load_file

state = load_file("hf_model/model.safetensors")
ms.save_checkpoint([{"name": k, "data": ms.Tensor(v.numpy())} for k, v in state.items()], "model_ms.ckpt")
print("saved model_ms.ckpt")
