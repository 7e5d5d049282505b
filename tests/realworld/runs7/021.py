# Tokenised corpus padded to the longest document instead of truncating to max_length: one scraped document has
# 3 million tokens, so the padded int32 matrix for 40k documents needs hundreds of GiB of host RAM.
import numpy as np, mindspore as ms
import mindspore.dataset as ds
rng = np.random.default_rng(0)
docs = [rng.integers(1, 32000, rng.integers(50, 600)).astype(np.int32) for _ in range(40000)]
docs[1234] = rng.integers(1, 32000, 3_000_000).astype(np.int32)      # a concatenated dump page
max_len = max(len(d) for d in docs)
print(f"{len(docs)} docs, padding to max_len={max_len}", flush=True)
ids = np.zeros((len(docs), max_len), dtype=np.int32)
for i, d in enumerate(docs):
    ids[i, :len(d)] = d
train = ds.NumpySlicesDataset({"input_ids": ids}, shuffle=True).batch(8)
print(train.get_dataset_size())
