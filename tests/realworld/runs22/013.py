# Qwen2-0.5B geometry (14 heads) with tensor parallel 4 in the MindFormers transformer config
from mindformers.parallel_core.transformer_config import TransformerConfig

config = TransformerConfig(
    num_layers=24,
    hidden_size=896,
    num_attention_heads=14,
    num_query_groups=2,
    ffn_hidden_size=4864,
    tensor_model_parallel_size=4,
    data_parallel_size=2,
)
print(config)
