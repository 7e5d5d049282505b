# healthy: mindformers LlamaConfig + parallel config for a single card, printed and saved.
from mindformers import LlamaConfig
from mindformers.modules.transformer.transformer import TransformerOpParallelConfig
pc = TransformerOpParallelConfig(data_parallel=1, model_parallel=1, pipeline_stage=1)
cfg = LlamaConfig(num_layers=2, hidden_size=128, num_heads=4, vocab_size=512, seq_length=64, parallel_config=pc)
print(cfg)
cfg.save_pretrained("debug_llama")
print("saved debug_llama")
