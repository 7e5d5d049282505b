# Sampling utilities from an HF-based generation script written for transformers 4.2x; it imports the
# module-level helper top_k_top_p_filtering (removed from transformers; logits processors replace it).
import numpy as np
import mindspore as ms
from transformers import top_k_top_p_filtering

def sample_next(logits_np, top_k=50, top_p=0.9):
    import torch
    filtered = top_k_top_p_filtering(torch.from_numpy(logits_np), top_k=top_k, top_p=top_p)
    return filtered.softmax(-1).multinomial(1).numpy()

print(sample_next(np.random.randn(2, 100).astype(np.float32)))
