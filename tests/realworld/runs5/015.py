# Two-layer debug model with num_heads=8 split across model_parallel=3 (copied from a 3-card config).
from mindformers import LlamaConfig
from mindformers.modules.transformer.transformer import TransformerOpParallelConfig
from mindformers.models.llama import LlamaForCausalLM
pc = TransformerOpParallelConfig(data_parallel=1, model_parallel=3, pipeline_stage=1)
cfg = LlamaConfig(num_layers=2, hidden_size=96, num_heads=8, vocab_size=256, seq_length=32,
                  parallel_config=pc)
model = LlamaForCausalLM(cfg)
print(model)
