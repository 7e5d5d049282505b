# mindformers TrainingArguments given a HF/DeepSpeed-only keyword
import mindspore as ms
ms.set_device("CPU")
import mindformers
from mindformers import TrainingArguments
args = TrainingArguments(output_dir="./out", per_device_train_batch_size=8, deepspeed="ds_config_zero3.json")
print(args)
