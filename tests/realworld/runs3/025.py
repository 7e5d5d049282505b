# mindformers: pipeline_stage larger than the number of layers of a small debug model
# Parallel config of the 8-node recipe (pp=4) kept while the model was shrunk to 2 layers for a smoke test.
import mindspore as ms
ms.set_device("CPU")
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.modules.transformer import TransformerOpParallelConfig
parallel_config = TransformerOpParallelConfig(data_parallel=1, model_parallel=1, pipeline_stage=4)
config = LlamaConfig(num_layers=2, hidden_size=64, num_heads=8, vocab_size=128, seq_length=16,
                     parallel_config=parallel_config)
model = LlamaForCausalLM(config)
print("model built")
