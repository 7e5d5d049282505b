# rope_scaling copied from a blog post: yarn without its factor.
from transformers import LlamaConfig
cfg = LlamaConfig(hidden_size=256, intermediate_size=512, num_hidden_layers=2, num_attention_heads=4,
                  max_position_embeddings=4096, rope_scaling={"rope_type": "yarn", "original_max_position_embeddings": 2048})
print(cfg)
