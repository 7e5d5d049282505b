"""Continue pre-training a tiny GRU language model after extending the tokenizer with domain tokens."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

BASE_VOCAB = 512
NEW_TOKENS = ["<gene>", "</gene>", "<prot>", "</prot>", "<dose>", "</dose>"]


class TinyLM(nn.Cell):
    def __init__(self, vocab_size, dim=64):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.lm_head = nn.Dense(dim, vocab_size, has_bias=False)

    def construct(self, ids):
        h, _ = self.rnn(self.embed_tokens(ids))
        return self.lm_head(h)


# checkpoint of the base model (stand-in for the released pretrained weights)
base = TinyLM(BASE_VOCAB)
ms.save_checkpoint(base, "/home/user/project/tinylm_base.ckpt")

vocab_size = BASE_VOCAB + len(NEW_TOKENS)
print(f"tokenizer extended with {len(NEW_TOKENS)} tokens -> vocab_size={vocab_size}")
net = TinyLM(vocab_size)
param_dict = ms.load_checkpoint("/home/user/project/tinylm_base.ckpt")
not_loaded, unused = ms.load_param_into_net(net, param_dict)
print("not loaded:", not_loaded, "unused:", unused)

opt = nn.Adam(net.trainable_params(), 5e-4)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, t: loss_fn(net(i).reshape(-1, vocab_size), t.reshape(-1)), None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    seq = ms.Tensor(rng.integers(0, vocab_size, (8, 33)), ms.int32)
    loss, g = grad_fn(seq[:, :-1], seq[:, 1:])
    opt(g)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
