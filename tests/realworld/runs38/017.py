# Generation code ported from an older HF-based repo (transformers 4.2x era) imports the sampling helpers
# from transformers.generation_utils, a module that no longer exists in the installed transformers 4.57.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from transformers.generation_utils import GenerationMixin, top_k_top_p_filtering

def sample_next(logits, top_k=50, top_p=0.9):
    filtered = top_k_top_p_filtering(logits, top_k=top_k, top_p=top_p)
    return ops.multinomial(ops.softmax(Tensor(filtered), -1), 1)

print(sample_next(np.random.randn(2, 100).astype(np.float32)))
