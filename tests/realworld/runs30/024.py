# Model sized from a (tiny) transformers BertConfig, trained in GRAPH_MODE with grad clipping,
# checkpoint saved and reloaded for inference
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import BertConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
cfg = BertConfig(vocab_size=64, hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                 intermediate_size=64, max_position_embeddings=16, num_labels=3)

class TinyEncoderClassifier(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.word = nn.Embedding(c.vocab_size, c.hidden_size)
        self.pos = nn.Embedding(c.max_position_embeddings, c.hidden_size)
        self.norm = nn.LayerNorm((c.hidden_size,), epsilon=c.layer_norm_eps)
        self.ffn = nn.SequentialCell([nn.Dense(c.hidden_size, c.intermediate_size), nn.GELU(approximate=False),
                                      nn.Dense(c.intermediate_size, c.hidden_size)])
        self.cls = nn.Dense(c.hidden_size, c.num_labels)
        self.positions = ms.Tensor(np.arange(c.max_position_embeddings, dtype=np.int32))
    def construct(self, ids):
        h = self.norm(self.word(ids) + self.pos(self.positions[:ids.shape[1]]))
        h = h + self.ffn(h)
        return self.cls(h.mean(axis=1))

class TrainStep(nn.Cell):
    def __init__(self, net, opt):
        super().__init__(auto_prefix=False)
        self.net, self.opt = net, opt
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(self.forward, None, opt.parameters)
    def forward(self, x, y):
        return self.loss_fn(self.net(x), y)
    def construct(self, x, y):
        loss, grads = self.grad_fn(x, y)
        grads = ops.clip_by_global_norm(grads, 1.0)
        self.opt(grads)
        return loss

rng = np.random.default_rng(1)
ids = rng.integers(0, cfg.vocab_size, (96, 16)).astype(np.int32)
labels = (ids[:, 0] % 3).astype(np.int32)
net = TinyEncoderClassifier(cfg)
step_cell = TrainStep(net, nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.01))
for step in range(40):
    b = rng.choice(96, 32, replace=False)
    loss = step_cell(ms.Tensor(ids[b]), ms.Tensor(labels[b]))
    if step % 5 == 0 or step == 39:
        print(f"step {step} loss {loss.asnumpy():.4f}")

os.makedirs("ckpt", exist_ok=True)
ms.save_checkpoint(net, "ckpt/tiny_cls.ckpt")
net2 = TinyEncoderClassifier(cfg)
not_loaded, unused = ms.load_param_into_net(net2, ms.load_checkpoint("ckpt/tiny_cls.ckpt"))
print("param_not_load:", not_loaded, "ckpt_not_load:", unused)
acc = (net2(ms.Tensor(ids)).argmax(axis=-1).asnumpy() == labels).mean()
print(f"reloaded model accuracy {acc:.3f}")
