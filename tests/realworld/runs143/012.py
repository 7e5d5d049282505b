"""Continue pre-training of a tiny encoder with a longer context window (128 -> 512 positions)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(4)
CFG = dict(vocab_size=800, hidden_size=64, max_position_embeddings=128, num_layers=2)

class TinyEncoder(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.word_embeddings = nn.Embedding(cfg["vocab_size"], cfg["hidden_size"])
        self.position_embeddings = nn.Embedding(cfg["max_position_embeddings"], cfg["hidden_size"])
        layer = nn.TransformerEncoderLayer(cfg["hidden_size"], 4, 4 * cfg["hidden_size"], batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, cfg["num_layers"])
        self.mlm_head = nn.Dense(cfg["hidden_size"], cfg["vocab_size"])
    def construct(self, ids):
        pos = ops.arange(ids.shape[1]).expand_dims(0)
        h = self.word_embeddings(ids) + self.position_embeddings(pos)
        return self.mlm_head(self.encoder(h))

ckpt = "/home/user/project/tiny_encoder_128.ckpt"
if not os.path.exists(ckpt):
    base = TinyEncoder(CFG)
    ms.save_checkpoint(base, ckpt)
    print(f"saved base checkpoint {ckpt}")

cfg_long = dict(CFG, max_position_embeddings=512)
net = TinyEncoder(cfg_long)
param_dict = ms.load_checkpoint(ckpt)
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("not loaded:", not_loaded)
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-4)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x).reshape(-1, 800), y.reshape(-1)), None, opt.parameters)
ids = np.random.randint(0, 800, size=(4, 256)).astype(np.int32)
for step in range(3):
    loss, g = grad_fn(Tensor(ids), Tensor(ids))
    opt(g)
    print(f"step {step} mlm loss {float(loss):.4f}")
