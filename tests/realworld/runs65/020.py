# Port check: the MindSpore sentence encoder must give the same embeddings as the PyTorch one in eval mode.
# torch forward used x = F.dropout(x, p=self.dropout, training=self.training); the port calls ops.dropout.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1234)

class SentenceEncoder(nn.Cell):
    def __init__(self, vocab=400, dim=64, dropout=0.1):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.ff = nn.Dense(dim, dim)
        self.dropout = dropout

    def construct(self, ids):
        x = self.emb(ids)
        x = ops.dropout(x, p=self.dropout)
        x = ops.tanh(self.ff(x))
        x = ops.dropout(x, p=self.dropout)
        return x.mean(1)

rng = np.random.default_rng(0)
model = SentenceEncoder()
# fine-tune a bit (contrastive-ish objective on two views of the same ids)
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
def fwd(ids):
    a = model(ids); b = model(ids)
    a = a / ops.norm(a, dim=-1, keepdim=True); b = b / ops.norm(b, dim=-1, keepdim=True)
    logits = ops.matmul(a, b.T) / 0.05
    return nn.CrossEntropyLoss()(logits, ops.arange(ids.shape[0]).astype(ms.int32))
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
model.set_train(True)
for step in range(15):
    loss, grads = grad_fn(ms.Tensor(rng.integers(0, 400, (16, 12)), ms.int32))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")

# export check (torch reference embeddings were computed with model.eval(); eval must be deterministic)
model.set_train(False)
ids = ms.Tensor(rng.integers(0, 400, (4, 12)), ms.int32)
e1 = model(ids).asnumpy(); e2 = model(ids).asnumpy()
print("eval run 1 vs run 2 max abs diff:", np.abs(e1 - e2).max())
np.testing.assert_allclose(e1, e2, rtol=1e-5, atol=1e-6, err_msg="eval embeddings are not deterministic")
print("embeddings deterministic, writing encoder.ckpt")
ms.save_checkpoint(model, "encoder.ckpt")
