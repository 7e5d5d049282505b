# Converting a PyTorch language-model head: the converter maps names 1:1 from the torch state_dict ("tok_emb.weight",
# "pos_emb.weight"), but a MindSpore nn.Embedding keeps its table in "embedding_table". The resume script checks what
# load_param_into_net could not load and stops.
import numpy as np, mindspore as ms
from mindspore import nn
ms.set_device("CPU")
class TinyGPTStem(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok_emb = nn.Embedding(1000, 64)
        self.pos_emb = nn.Embedding(128, 64)
        self.ln_f = nn.LayerNorm((64,))
        self.lm_head = nn.Dense(64, 1000, has_bias=False)
    def construct(self, ids, pos):
        return self.lm_head(self.ln_f(self.tok_emb(ids) + self.pos_emb(pos)))
rng = np.random.default_rng(0)
torch_state = {"tok_emb.weight": (1000, 64), "pos_emb.weight": (128, 64), "ln_f.weight": (64,), "ln_f.bias": (64,),
               "lm_head.weight": (1000, 64)}
ln_names = {"ln_f.weight": "ln_f.gamma", "ln_f.bias": "ln_f.beta"}
ckpt = [{"name": ln_names.get(k, k), "data": ms.Tensor(rng.normal(size=s).astype(np.float32))} for k, s in torch_state.items()]
ms.save_checkpoint(ckpt, "gpt_stem.ckpt")
net = TinyGPTStem()
param_not_load, ckpt_not_load = ms.load_param_into_net(net, ms.load_checkpoint("gpt_stem.ckpt"))
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} parameters were not initialised from the converted checkpoint: {param_not_load}")
