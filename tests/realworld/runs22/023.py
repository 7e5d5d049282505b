# Tiny decoder LM (embedding + transformer encoder layer + head) trained a few steps with
# MindFormers config loading and a jit-compiled train step
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindformers import MindFormerConfig

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(3)
np.random.seed(3)

with open("tiny_lm.yaml", "w") as f:
    f.write("""
model:
  model_config:
    vocab_size: 200
    hidden_size: 64
    num_heads: 4
    seq_length: 32
runner_config:
  batch_size: 8
  epochs: 1
  stop_step: 30
optimizer:
  type: Adam
  learning_rate: 0.001
""")
cfg = MindFormerConfig("tiny_lm.yaml")
m = cfg.model.model_config
VOCAB, HIDDEN, HEADS, SEQ = int(m.vocab_size), int(m.hidden_size), int(m.num_heads), int(m.seq_length)

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.block = nn.TransformerEncoderLayer(HIDDEN, HEADS, dim_feedforward=128, batch_first=True)
        self.head = nn.Dense(HIDDEN, VOCAB)
    def construct(self, ids):
        return self.head(self.block(self.embed(ids)))

net = TinyLM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=float(cfg.optimizer.learning_rate))

def forward(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, VOCAB), labels.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(ids, labels):
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    return loss

# synthetic "copy the previous token + 1" language
base = np.random.randint(0, m.vocab_size - 1, (64, m.seq_length + 1)).astype(np.int32)
data = np.cumsum(np.ones_like(base), axis=1) + base[:, :1]
data = (data % m.vocab_size).astype(np.int32)
for step in range(cfg.runner_config.stop_step):
    idx = np.random.choice(64, cfg.runner_config.batch_size, replace=False)
    batch = data[idx]
    loss = train_step(ms.Tensor(batch[:, :-1]), ms.Tensor(batch[:, 1:]))
    if step % 3 == 0 or step == cfg.runner_config.stop_step - 1:
        print(f"step {step + 1}/{cfg.runner_config.stop_step}, loss: {float(loss.asnumpy()):.4f}")
print("training finished")
