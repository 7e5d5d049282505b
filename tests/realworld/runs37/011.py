# InternLM-style 30-layer model brought into MindFormers (legacy LlamaForCausalLM) for a 4-stage pipeline
# run; the parallel block and the layer offset were copied from the 32-layer Llama recipe
# (offset [0, 0, 0, 0], which only works when num_layers divides evenly by pipeline_stage).
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.modules.transformer import TransformerOpParallelConfig

parallel_config = TransformerOpParallelConfig(data_parallel=1, model_parallel=1, pipeline_stage=4,
                                              micro_batch_num=8)
config = LlamaConfig(batch_size=1, seq_length=64, hidden_size=64, num_layers=30, num_heads=4,
                     intermediate_size=128, vocab_size=256, use_flash_attention=False,
                     compute_dtype="float32", param_init_type="float32",
                     offset=[0, 0, 0, 0], parallel_config=parallel_config)
print(f"num_layers {config.num_layers} pipeline_stage {parallel_config.pipeline_stage} offset {config.offset}")
model = LlamaForCausalLM(config)
print("model built")
