"""Prefix-tuning a small causal LM: the learned prefix was exported from the fp16 torch run."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_seed(0)
VOCAB, D, SEQ, PREFIX = 500, 64, 32, 8

# prefix embeddings converted from the PEFT checkpoint (model saved with torch_dtype=float16)
prefix_np = (np.random.randn(PREFIX, D) * 0.02).astype(np.float16)

class PrefixLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, D)
        self.prefix = Parameter(Tensor(prefix_np), name="prefix")
        layer = nn.TransformerEncoderLayer(D, 4, 128, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, 2)
        self.lm_head = nn.Dense(D, VOCAB)
    def construct(self, input_ids):
        h = self.embed(input_ids)
        b = h.shape[0]
        p = ops.broadcast_to(self.prefix.expand_dims(0), (b, PREFIX, D))
        h = ops.cat((p, h), axis=1)
        h = self.encoder(h)
        return self.lm_head(h[:, PREFIX:])

net = PrefixLM()
for n_, p_ in net.parameters_and_names():
    p_.requires_grad = (n_ == "prefix")
opt = nn.AdamWeightDecay([net.prefix], learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()

def forward(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, VOCAB), labels.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
data = np.random.randint(0, VOCAB, size=(64, SEQ + 1)).astype(np.int32)
print(f"trainable params: {net.prefix.size}")
for step in range(20):
    batch = data[(step * 8) % 64:(step * 8) % 64 + 8]
    loss, grads = grad_fn(Tensor(batch[:, :-1]), Tensor(batch[:, 1:]))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
