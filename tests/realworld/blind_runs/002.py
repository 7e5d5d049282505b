# set_context keyword that does not exist (torch-style cudnn flag)
# A PyTorch habit: cudnn benchmark flag passed to mindspore.set_context.
import mindspore as ms
ms.set_context(mode=ms.GRAPH_MODE, cudnn_benchmark=True)
