# Fine-tune of a 12-head model with MindFormers (legacy LlamaForCausalLM); the parallel_config block was copied
# from the team's Llama-2-7B (32 heads) recipe, which uses model_parallel 8.
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.modules.transformer import TransformerOpParallelConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
parallel_config = TransformerOpParallelConfig(data_parallel=1, model_parallel=8, pipeline_stage=1,
                                              micro_batch_num=1, vocab_emb_dp=True)
config = LlamaConfig(batch_size=1, seq_length=64, hidden_size=96, num_layers=2, num_heads=12,
                     intermediate_size=256, vocab_size=512, use_flash_attention=False,
                     compute_dtype="float32", param_init_type="float32", parallel_config=parallel_config)
print(f"num_heads {config.num_heads} model_parallel {parallel_config.model_parallel}")
model = LlamaForCausalLM(config)
print("model built")
