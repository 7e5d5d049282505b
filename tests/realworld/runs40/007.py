# Mistake: HF safetensors weights are stored in bfloat16 (config torch_dtype "bfloat16"); the converter
# writes them to a MindSpore checkpoint without casting, and the float32 MindSpore network then
# loads that checkpoint with load_param_into_net, which refuses a parameter dtype mismatch.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class Classifier(nn.Cell):
    def __init__(self, hidden=64, num_labels=4):
        super().__init__()
        self.dense = nn.Dense(hidden, hidden, activation="tanh")
        self.out_proj = nn.Dense(hidden, num_labels)

    def construct(self, x):
        return self.out_proj(self.dense(x))


# --- convert_hf_to_ms.py (bf16 source weights) ---
rng = np.random.default_rng(0)
hf_weights = {"dense.weight": rng.standard_normal((64, 64)), "dense.bias": np.zeros(64),
              "out_proj.weight": rng.standard_normal((4, 64)), "out_proj.bias": np.zeros(4)}
ckpt_list = [{"name": k, "data": Tensor(v.astype(np.float32) * 0.02).astype(ms.bfloat16)} for k, v in hf_weights.items()]
ms.save_checkpoint(ckpt_list, "classifier_ms.ckpt")
print("converted", len(ckpt_list), "tensors ->", "classifier_ms.ckpt")

# --- finetune.py ---
net = Classifier()
param_dict = ms.load_checkpoint("classifier_ms.ckpt")
print({k: str(v.dtype) for k, v in param_dict.items()})
not_loaded, _ = ms.load_param_into_net(net, param_dict, strict_load=True)
print("not loaded:", not_loaded)
