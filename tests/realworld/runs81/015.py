# Hard-negative mining for a bi-encoder (DPR/sentence-transformers recipe): the torch version ran
# scores = corpus_emb @ corpus_emb.T on an 80 GB A100; ported as-is to the MindSpore CPU box.
import resource
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
soft, hard = resource.getrlimit(resource.RLIMIT_AS)
print(f"address space limit: {soft / 2**30:.1f} GiB")

N_DOCS, DIM, TOPK = 60000, 64, 8
encoder = nn.SequentialCell(nn.Dense(128, 256), nn.ReLU(), nn.Dense(256, DIM))
rng = np.random.default_rng(0)
features = rng.normal(size=(N_DOCS, 128)).astype(np.float32)

print(f"encoding {N_DOCS} passages ...")
embs = []
for i in range(0, N_DOCS, 4096):
    e = encoder(Tensor(features[i:i + 4096]))
    embs.append(e / ops.norm(e, dim=-1, keepdim=True))
corpus_emb = ops.cat(embs, axis=0)
print("corpus embeddings:", corpus_emb.shape, corpus_emb.dtype)

scores = ops.matmul(corpus_emb, corpus_emb.T)                 # (N, N) similarity matrix
scores = scores - 1e4 * ops.eye(N_DOCS, N_DOCS, ms.float32)  # mask self-matches
hard_neg_scores, hard_neg_idx = ops.topk(scores, TOPK)
print("hard negatives:", hard_neg_idx.shape)
np.save("hard_negatives.npy", hard_neg_idx.asnumpy())
