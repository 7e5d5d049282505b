# mindformers AutoConfig with a model name it does not support
import mindspore as ms
ms.set_device("CPU")
import mindformers
from mindformers import AutoConfig
cfg = AutoConfig.from_pretrained("llama3_8b_instruct")
print(cfg)
