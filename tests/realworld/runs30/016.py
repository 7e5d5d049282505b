# Long-context config: RoPE scaling written from memory of an older HF config
from transformers import LlamaConfig

config = LlamaConfig(
    vocab_size=32000, hidden_size=256, intermediate_size=688, num_hidden_layers=2,
    num_attention_heads=4, max_position_embeddings=8192,
    rope_scaling={"type": "linear", "scale": 4.0},
)
print(config.rope_scaling)
