# Long-context settings passed on the command line (--rope_factor 4) and forwarded into the HF config as strings:
# rope_scaling={"rope_type": "linear", "factor": "4"}.
import argparse
from transformers import LlamaConfig
p = argparse.ArgumentParser()
p.add_argument("--rope_type", default="linear")
p.add_argument("--rope_factor", default="1")
args = p.parse_args(["--rope_type", "linear", "--rope_factor", "4"])
cfg = LlamaConfig(hidden_size=256, intermediate_size=688, num_hidden_layers=2, num_attention_heads=4,
                  max_position_embeddings=8192, rope_scaling={"rope_type": args.rope_type, "factor": args.rope_factor})
print(cfg.rope_scaling)
import numpy as np
head_dim = cfg.hidden_size // cfg.num_attention_heads
inv_freq = 1.0 / (cfg.rope_theta ** (np.arange(0, head_dim, 2, dtype=np.float32) / head_dim))
positions = np.arange(cfg.max_position_embeddings, dtype=np.float32) / cfg.rope_scaling["factor"]
print("rope table", np.outer(positions, inv_freq).shape)
