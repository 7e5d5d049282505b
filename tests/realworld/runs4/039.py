# set_context with a field renamed in MindSpore 2.x (old tutorial): unknown context key.
import mindspore as ms
ms.set_context(mode=ms.GRAPH_MODE, enable_graph_kernal=True)
print("context set")
