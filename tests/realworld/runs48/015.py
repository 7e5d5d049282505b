# Curriculum learning port: stage 1 trains on 64-token windows, stage 2 switches to 192-token
# windows (the HF run raised max_seq_length for stage 2 but the model config was not changed).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import BertConfig

ms.set_seed(0); rng = np.random.default_rng(0)
config = BertConfig(vocab_size=500, hidden_size=64, num_hidden_layers=1, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=128)
STAGES = [(64, 2), (192, 2)]   # (seq_len, epochs)

class TinyEncoder(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.tok = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.pos = nn.Embedding(cfg.max_position_embeddings, cfg.hidden_size)
        self.ln = nn.LayerNorm((cfg.hidden_size,))
        self.ff = nn.Dense(cfg.hidden_size, cfg.hidden_size, activation="gelu")
        self.cls = nn.Dense(cfg.hidden_size, 2)
    def construct(self, ids):
        pos = ops.arange(ids.shape[1], dtype=ms.int32)[None, :]
        h = self.ln(self.tok(ids) + self.pos(pos))
        return self.cls(self.ff(h).mean(1))

net = TinyEncoder(config)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

step = 0
for stage, (seq_len, epochs) in enumerate(STAGES):
    print(f"== stage {stage}: seq_len={seq_len}", flush=True)
    for epoch in range(epochs):
        for _ in range(10):
            ids = rng.integers(1, config.vocab_size, size=(16, seq_len)).astype(np.int32)
            y = (ids[:, 0] > config.vocab_size // 2).astype(np.int32)
            loss, grads = grad_fn(ms.Tensor(ids), ms.Tensor(y))
            opt(grads)
            step += 1
            if step % 5 == 0:
                print(f"stage {stage} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
print("done")
