"""Convert a small torch BERT-style encoder (state_dict exported to .npz) to MindSpore and
continue training with longer sequences."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

TORCH_NPZ = "/home/user/project/tiny_bert_torch_state_dict.npz"
# config of the original torch run: vocab 3000, hidden 64, max_position_embeddings 512
if not os.path.exists(TORCH_NPZ):
    rng = np.random.default_rng(0)
    sd = {"embeddings.word_embeddings.weight": rng.normal(0, .02, (3000, 64)),
          "embeddings.position_embeddings.weight": rng.normal(0, .02, (512, 64)),
          "embeddings.LayerNorm.weight": np.ones(64), "embeddings.LayerNorm.bias": np.zeros(64),
          "encoder.dense.weight": rng.normal(0, .02, (64, 64)), "encoder.dense.bias": np.zeros(64),
          "classifier.weight": rng.normal(0, .02, (2, 64)), "classifier.bias": np.zeros(2)}
    np.savez(TORCH_NPZ, **{k: v.astype(np.float32) for k, v in sd.items()})

CONFIG = dict(vocab_size=3000, hidden_size=64, max_position_embeddings=1024, num_labels=2)  # long-doc fine-tune

class Embeddings(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.word_embeddings = nn.Embedding(c["vocab_size"], c["hidden_size"])
        self.position_embeddings = nn.Embedding(c["max_position_embeddings"], c["hidden_size"])
        self.LayerNorm = nn.LayerNorm((c["hidden_size"],), epsilon=1e-12)
    def construct(self, ids):
        pos = ops.arange(ids.shape[1]).expand_dims(0)
        return self.LayerNorm(self.word_embeddings(ids) + self.position_embeddings(pos))

class TinyBert(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.embeddings = Embeddings(c)
        self.encoder = nn.SequentialCell(nn.Dense(c["hidden_size"], c["hidden_size"]), nn.GELU())
        self.classifier = nn.Dense(c["hidden_size"], c["num_labels"])
    def construct(self, ids):
        return self.classifier(self.encoder(self.embeddings(ids))[:, 0])

def torch_to_ms_name(k):
    k = k.replace("word_embeddings.weight", "word_embeddings.embedding_table")
    k = k.replace("position_embeddings.weight", "position_embeddings.embedding_table")
    k = k.replace("LayerNorm.weight", "LayerNorm.gamma").replace("LayerNorm.bias", "LayerNorm.beta")
    k = k.replace("encoder.dense.", "encoder.0.")
    return k

torch_sd = np.load(TORCH_NPZ)
ms_params = {torch_to_ms_name(k): ms.Parameter(ms.Tensor(v), name=torch_to_ms_name(k)) for k, v in torch_sd.items()}
for k, p in ms_params.items():
    print(f"converted {k:45s} {tuple(p.shape)}")
ms.save_checkpoint([{"name": k, "data": p} for k, p in ms_params.items()], "/home/user/project/tiny_bert_ms.ckpt")

net = TinyBert(CONFIG)
param_dict = ms.load_checkpoint("/home/user/project/tiny_bert_ms.ckpt")
not_loaded, unused = ms.load_param_into_net(net, param_dict, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
ids = ms.Tensor(np.random.randint(0, 3000, (2, 768)), ms.int32)
print("logits", net(ids).shape)
