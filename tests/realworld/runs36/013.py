# Qwen2-1.5B style model (12 query heads, 2 KV heads / GQA) brought into MindFormers with the legacy
# LlamaForCausalLM; parallel_config copied from a Llama-7B recipe (32 heads, 32 KV heads) with
# model_parallel 4.
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.modules.transformer import TransformerOpParallelConfig

parallel_config = TransformerOpParallelConfig(data_parallel=2, model_parallel=4, pipeline_stage=1)
config = LlamaConfig(batch_size=1, seq_length=128, hidden_size=192, num_layers=2, num_heads=12,
                     n_kv_heads=2, intermediate_size=512, vocab_size=1024, use_flash_attention=False,
                     compute_dtype="float32", param_init_type="float32", parallel_config=parallel_config)
print(f"num_heads {config.num_heads} n_kv_heads {config.n_kv_heads} "
      f"dp {parallel_config.data_parallel} mp {parallel_config.model_parallel}")
model = LlamaForCausalLM(config)
print("model built")
