# Llama fine-tune moved to MindFormers (legacy LlamaForCausalLM) with a 2-stage pipeline: the model config's
# parallel_config says pipeline_stage=2, but set_auto_parallel_context was copied from the data-parallel
# recipe and never sets pipeline_stages.
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.modules.transformer import TransformerOpParallelConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", full_batch=True)
parallel_config = TransformerOpParallelConfig(data_parallel=1, model_parallel=1, pipeline_stage=2,
                                              micro_batch_num=4)
config = LlamaConfig(batch_size=1, seq_length=64, hidden_size=64, num_layers=4, num_heads=4,
                     intermediate_size=128, vocab_size=256, use_flash_attention=False,
                     compute_dtype="float32", param_init_type="float32",
                     parallel_config=parallel_config)
print(f"pipeline_stage(config) {parallel_config.pipeline_stage} "
      f"pipeline_stages(context) {ms.get_auto_parallel_context('pipeline_stages')}")
model = LlamaForCausalLM(config)
print("model built")
