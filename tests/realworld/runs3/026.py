# mindformers TrainingArguments lr_scheduler_type misspelt
# Scheduler name typed by hand in the launch script.
import mindspore as ms
ms.set_device("CPU")
from mindformers import TrainingArguments
args = TrainingArguments(output_dir="./output", learning_rate=2e-5, lr_scheduler_type="cosine_with_restart",
                         warmup_ratio=0.03, num_train_epochs=1)
print(args.lr_scheduler_type)
