# Model-parallel config code copied from a MindSpore 1.x era repo
import mindspore as ms
from mindspore.nn.transformer import TransformerOpParallelConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
parallel_config = TransformerOpParallelConfig(data_parallel=1, model_parallel=1)
print(parallel_config)
