# Dual-encoder retrieval fine-tune ported from torch; eval ranks the passage corpus for each query.
# torch used torch.cdist(q_emb, p_emb) on the GPU; the port computes the L2 distances with numpy broadcasting
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
D_IN, D = 32, 64
n_pass, n_query = 200_000, 20_000
passages = rng.normal(size=(n_pass, D_IN)).astype(np.float32)
gold = rng.integers(0, n_pass, size=n_query)
queries = (passages[gold] + 0.3 * rng.normal(size=(n_query, D_IN))).astype(np.float32)
train = ds.NumpySlicesDataset({"q": queries[:4096], "p": passages[gold[:4096]]}, shuffle=True).batch(128, drop_remainder=True)

encoder = nn.SequentialCell(nn.Dense(D_IN, 128), nn.ReLU(), nn.Dense(128, D))
opt = nn.Adam(encoder.trainable_params(), 1e-3)
ce = nn.CrossEntropyLoss()
def in_batch_negatives(q, p):
    qe, pe = encoder(q), encoder(p)
    scores = ops.matmul(qe, pe.T) / 0.05
    return ce(scores, ops.arange(q.shape[0], dtype=ms.int32))
grad_fn = ms.value_and_grad(in_batch_negatives, None, opt.parameters)

for epoch in range(2):
    for step, (q, p) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(q, p)
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"epoch {epoch} done, encoding corpus for eval ...", flush=True)
    q_emb = encoder(ms.Tensor(queries)).asnumpy()
    p_emb = encoder(ms.Tensor(passages)).asnumpy()
    print("q_emb", q_emb.shape, "p_emb", p_emb.shape, flush=True)
    dist = np.sqrt(((q_emb[:, None, :] - p_emb[None, :, :]) ** 2).sum(-1))   # torch.cdist(q_emb, p_emb)
    top10 = np.argsort(dist, axis=1)[:, :10]
    print(f"epoch {epoch} recall@10 {(top10 == gold[:, None]).any(1).mean():.4f}")
