# Context set-up copied from the 2-stage pipeline recipe (set_auto_parallel_context(pipeline_stages=2)) while the
# run YAML's parallel_config was reduced to pipeline_stage 1 for the debug model.
import textwrap
import mindspore as ms
from mindformers import MindFormerConfig
from mindformers.core.parallel_config import build_parallel_config
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
ms.set_device("CPU")
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.SEMI_AUTO_PARALLEL, pipeline_stages=2,
                             full_batch=True)
with open("debug_llama.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        parallel_config:
          data_parallel: 1
          model_parallel: 1
          pipeline_stage: 1
          micro_batch_num: 1
        model:
          model_config:
            type: LlamaConfig
            seq_length: 64
            hidden_size: 64
            num_layers: 2
            num_heads: 4
            vocab_size: 256
    """))
config = MindFormerConfig("debug_llama.yaml")
build_parallel_config(config)
kwargs = {k: v for k, v in config.model.model_config.items() if k != "type"}
model = LlamaForCausalLM(LlamaConfig(parallel_config=config.parallel_config, **kwargs))
print("built", type(model).__name__)
