# GPT-style decoder block ported line by line from the HF modeling file (PyTorch -> MindSpore)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import GPT2Config

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

config = GPT2Config(vocab_size=512, n_positions=64, n_embd=64, n_layer=2, n_head=4)

class TinyGPT(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.wte = nn.Embedding(config.vocab_size, config.n_embd)
        self.wpe = nn.Embedding(config.n_positions, config.n_embd)
        self.ln_f = nn.LayerNorm((config.n_embd,))
        self.lm_head = nn.Dense(config.n_embd, config.vocab_size, has_bias=False)

    def construct(self, input_ids):
        batch_size, seq_len = input_ids.shape
        # torch: position_ids = torch.arange(0, seq_len, dtype=torch.long, device=input_ids.device)
        position_ids = ops.arange(0, seq_len, dtype=ms.int64, device=input_ids.device)
        position_ids = position_ids.unsqueeze(0)
        h = self.wte(input_ids) + self.wpe(position_ids)
        return self.lm_head(self.ln_f(h))

model = TinyGPT(config)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)

def forward(ids):
    logits = model(ids[:, :-1])
    return loss_fn(logits.reshape(-1, config.vocab_size), ids[:, 1:].reshape(-1))
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

rng = np.random.default_rng(0)
print(f"model: {config.n_layer} layers, n_embd={config.n_embd}, vocab={config.vocab_size}")
for step in range(30):
    ids = ms.Tensor(rng.integers(0, config.vocab_size, (8, 33)), ms.int32)
    loss, grads = grad_fn(ids)
    opt(grads)
    if step % 5 == 0:
        print(f"step {step:3d} | loss {loss.asnumpy():.4f}")
