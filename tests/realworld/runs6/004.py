# 4-way tensor-parallel debug config: intermediate_size=170 taken from int(8*hidden/3) rounding, not padded to a multiple of model_parallel.
from mindformers import LlamaConfig
from mindformers.modules.transformer.transformer import TransformerOpParallelConfig
from mindformers.models.llama import LlamaForCausalLM
pc = TransformerOpParallelConfig(data_parallel=1, model_parallel=4, pipeline_stage=1)
cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=4, intermediate_size=170,
                  vocab_size=512, seq_length=64, parallel_config=pc)
print("building LlamaForCausalLM for tp=4 dry run", flush=True)
model = LlamaForCausalLM(cfg)
print(sum(p.size for p in model.get_parameters()), "parameters")
