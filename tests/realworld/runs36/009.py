# HF -> MindSpore checkpoint converter for a small encoder FFN. The converter author assumed MindSpore
# Dense stores weights as (in, out) like Keras/Paddle and transposes every 2-D Linear weight; MindSpore
# nn.Dense keeps torch's (out, in) layout.
import numpy as np
import mindspore as ms
from mindspore import nn

class FFN(nn.Cell):
    def __init__(self, hidden=64, inter=256):
        super().__init__()
        self.intermediate = nn.Dense(hidden, inter)
        self.output = nn.Dense(inter, hidden)
    def construct(self, x):
        return self.output(ms.ops.gelu(self.intermediate(x)))

# stand-in for the torch state_dict of the HF model (Linear weight: (out_features, in_features))
rng = np.random.default_rng(0)
hf_state = {
    "intermediate.dense.weight": rng.standard_normal((256, 64)).astype(np.float32),
    "intermediate.dense.bias": np.zeros(256, np.float32),
    "output.dense.weight": rng.standard_normal((64, 256)).astype(np.float32),
    "output.dense.bias": np.zeros(64, np.float32),
}

def convert(state):
    out = []
    for k, v in state.items():
        name = k.replace(".dense", "")
        if v.ndim == 2:
            v = v.T                      # "MindSpore Dense is (in, out)"
        out.append({"name": name, "data": ms.Tensor(v)})
    return out

ms.save_checkpoint(convert(hf_state), "ffn_converted.ckpt")
print("converted", len(hf_state), "tensors -> ffn_converted.ckpt")
net = FFN()
params = ms.load_checkpoint("ffn_converted.ckpt")
not_loaded, _ = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded)
