# Sampling helper from an older HF generation script: from transformers import top_k_top_p_filtering (a public helper
# in transformers 4.x up to 4.38, removed later); the environment has transformers 4.57.1.
import numpy as np
import transformers
print("transformers", transformers.__version__, flush=True)
from transformers import top_k_top_p_filtering
logits = np.random.default_rng(0).normal(size=(1, 100)).astype(np.float32)
print(top_k_top_p_filtering(logits, top_k=10, top_p=0.9))
