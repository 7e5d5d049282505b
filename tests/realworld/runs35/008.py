# GPT-style LM port with tied input/output embeddings. In the port the head shares the embedding
# Parameter (one MindSpore parameter, named embed.embedding_table). The converted HF checkpoint still
# carries both tensors (model.embed_tokens.weight -> embed.embedding_table and lm_head.weight).
# The resume code mirrors torch load_state_dict(strict=True): any unexpected or missing key is fatal.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

class TinyLM(nn.Cell):
    def __init__(self, vocab=128, d=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        self.block = nn.Dense(d, d)
        self.norm = nn.LayerNorm((d,))
    def construct(self, ids):
        h = self.norm(ops.gelu(self.block(self.embed(ids))))
        return ops.matmul(h, self.embed.embedding_table.T)      # tied lm_head

net = TinyLM()
rng = np.random.default_rng(0)
converted = {}
for p in net.get_parameters():
    converted[p.name] = Parameter(Tensor(rng.standard_normal(p.shape).astype(np.float32) * 0.02), name=p.name)
# HF state_dict for tie_word_embeddings=True models still lists lm_head.weight
converted["lm_head.weight"] = Parameter(converted["embed.embedding_table"].value().copy(), name="lm_head.weight")
ms.save_checkpoint([{"name": k, "data": v} for k, v in converted.items()], "converted_tiny_lm.ckpt")
print("checkpoint keys:", sorted(converted))

param_dict = ms.load_checkpoint("converted_tiny_lm.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load or ckpt_not_load:
    raise RuntimeError(f"Error(s) in loading state_dict for TinyLM: Missing key(s): {param_not_load}. "
                       f"Unexpected key(s): {ckpt_not_load}.")
print("resumed")
