# Encoder weights from a torch nn.TransformerEncoder (state_dict exported to numpy) loaded into the
# MindSpore nn.TransformerEncoder; the converter only changed the file format, the names are torch's.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
D, HEADS, FF, LAYERS = 32, 4, 64, 2

layer = nn.TransformerEncoderLayer(D, HEADS, FF, batch_first=True)
encoder = nn.TransformerEncoder(layer, LAYERS)

# torch.nn.TransformerEncoder state_dict key names
torch_state = {}
for i in range(LAYERS):
    p = f"layers.{i}."
    torch_state[p + "self_attn.in_proj_weight"] = np.random.randn(3 * D, D).astype(np.float32) * 0.05
    torch_state[p + "self_attn.in_proj_bias"] = np.zeros(3 * D, np.float32)
    torch_state[p + "self_attn.out_proj.weight"] = np.random.randn(D, D).astype(np.float32) * 0.05
    torch_state[p + "self_attn.out_proj.bias"] = np.zeros(D, np.float32)
    torch_state[p + "linear1.weight"] = np.random.randn(FF, D).astype(np.float32) * 0.05
    torch_state[p + "linear1.bias"] = np.zeros(FF, np.float32)
    torch_state[p + "linear2.weight"] = np.random.randn(D, FF).astype(np.float32) * 0.05
    torch_state[p + "linear2.bias"] = np.zeros(D, np.float32)
    for n in ("norm1", "norm2"):
        torch_state[p + n + ".weight"] = np.ones(D, np.float32)
        torch_state[p + n + ".bias"] = np.zeros(D, np.float32)
ms.save_checkpoint([{"name": k, "data": Tensor(v)} for k, v in torch_state.items()], "encoder_converted.ckpt")
print("converted", len(torch_state), "tensors")

param_not_load, ckpt_not_load = ms.load_param_into_net(encoder, ms.load_checkpoint("encoder_converted.ckpt"))
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} encoder parameters were not loaded from encoder_converted.ckpt")
